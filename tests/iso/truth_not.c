void f(int *p, int *q, int *r, int *s, int i, int j) {
	if (p == NULL) g();
	if (NULL == q) g();
	if (r == 0) g();
	if (0 == s) g();
	if (i == 0) g();
	if (0 == j) g();
	h(p == NULL);
}
