void f(int x)
{
	lock();
	if (x) {
		unlock();
		return;
	}
	b();
}

void g(int x)
{
	lock();
	if (x) {
		b();
	}
}
