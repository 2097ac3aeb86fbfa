void f(int i, int j, int *p) {
	if (!i) g();
	if (0 == j) g();
	h(!i);
	if (!p) g();
}
