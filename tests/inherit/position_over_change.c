void f(void)
{
	old_call();
	lock();
	old_call();
	lock();
}

void g(void)
{
	lock();
}
