int f(int x) {
	if (x) {
		a();
		return 0;
	}
	b();
	return 1;
}
int g(int x) {
	if (x) {
		a();
		if (y) return 0;
	}
	b();
	return 1;
}
