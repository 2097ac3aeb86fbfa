void g(int x) {
	if (x) {
		a();
		goto out;
	}
	c();
out:
	b();
}
void g2(int x) {
	if (x) {
		a();
		goto out;
	}
	c();
out:
	b();
	return;
}
void h(int x) {
	if (x) {
		a();
		b();
	}
	c();
}
