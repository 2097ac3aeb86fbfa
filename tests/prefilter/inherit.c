void f(void)
{
	register_it(cb);
	cb(0);
}
