void t(int c, int *p)
{
	if (c > 1) {
		g();
	} else {
		f();
	}
	if (c) {
		f();
	} else {
		g();
	}
	if (p) {
		f();
		h();
	} else {
		g();
	}
	if (c)
		g();
	else {
		f();
	}
}
