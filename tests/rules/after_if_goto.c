void g(int x) {
	if (x) {
		a();
		goto out;
	}
	c();
out:
	return;
}
void h(int x) {
	if (x) {
		a();
		goto out;
	}
	d();
out:
	c();
}
void k(int x) {
	if (x) {
		a();
		goto out;
	}
out:
	c();
}
