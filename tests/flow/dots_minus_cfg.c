int one () { b(); return 0; }

int two () {
	a();
	b();
	if (x) {
		c();
	} else
		d();
	return y;
}

int three () { return 1; }
