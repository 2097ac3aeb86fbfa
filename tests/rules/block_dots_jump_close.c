void g(int x) {
	if (x) {
		a();
		goto foo;
	}
	c();
foo:
	b();
	goto out;
	d();
out:
	return;
}
void h(int x) {
	while (y) {
		if (x) {
			a();
			break;
		}
		c();
	}
	goto out;
out:
	return;
}
