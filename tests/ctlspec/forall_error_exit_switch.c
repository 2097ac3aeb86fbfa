int f(int x)
{
	a();
	switch (x) {
	case 1:
		return 1;
	}
	b();
	return 0;
}
