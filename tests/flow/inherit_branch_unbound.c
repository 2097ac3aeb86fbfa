int f() {
	int x;
	x = 0;
	x = g(1);
	return x;
}
