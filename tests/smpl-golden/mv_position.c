void pos(int a, int b)
{
	unlock(b);
	lock(a);
	work();
	unlock(a);
}
