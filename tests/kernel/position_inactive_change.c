void f(void)
{
	lock();
	old_call();
	unlock();
}
