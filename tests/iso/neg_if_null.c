void x(int *p, int *q, int *r) {
	if (p == NULL) a(); else b();
	if (!q) a(); else b();
	if (r) b(); else a();
	if (r != NULL) b(); else a();
	if (NULL != r) b(); else a();
}
