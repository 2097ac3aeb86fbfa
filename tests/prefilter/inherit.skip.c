void f(void)
{
	cb(0);
}
