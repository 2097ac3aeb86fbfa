void f1(int x)
{
	while (z) {
		a();
		if (y) { c(); break; }
		b();
	}
}
void f2(int x)
{
	switch (z) {
	case 1:
		a();
		if (y) { c(); break; }
		b();
	}
}
void f3(int x)
{
	a();
	if (y) { c(); }
	b();
}
