void x(void) {
	int a = 1;
	int b;
	b = 2;
	g(a, b);
}
