void nw(int m)
{
	lock(m);
	touch(m);
	touch(m);
	unlock(m);
	touch(m);
}
