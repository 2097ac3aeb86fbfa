void f(int x) {
	if (x) {
		a();
	}
	return;
}
void g(int x) {
	if (x) {
		a();
		goto out;
	}
	b();
out:
	return;
}
void h(int x) {
	if (x) {
		a();
		return;
	}
	b();
}
