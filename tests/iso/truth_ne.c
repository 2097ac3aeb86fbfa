void f(int *p, int *q, int *r, int i) {
	if (p) g();
	if (NULL != q) g();
	if (r != 0) g();

	h(p);
	if (i) g();
}
