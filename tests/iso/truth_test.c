void f(int *p, int *q, int i) {
	if (p != NULL) g();
	if (q) g();
	if (NULL != p) g();
}
