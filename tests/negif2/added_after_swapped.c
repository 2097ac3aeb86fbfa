void k1(int *u) { if (u) a(); else b(); }
void k2(int *u) { if (u != NULL) a(); else b(); }
void k3(int *u)
{
	if (u == NULL)
		a();
	else
		b();
	d();
}
