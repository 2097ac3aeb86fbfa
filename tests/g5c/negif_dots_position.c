void t(int c, int d)
{
	if (c) {
		f();
	} else {
		g();
	}
	if (d) {
		f();
	} else {
		g();
	}
}
