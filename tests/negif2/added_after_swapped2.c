void k7(int *x) { if (f(x) && g(x)) a(); else b(); }
void k8(int *x) { if (!f(x) || !g(x)) a(); else b(); }
void k9(int *x)
{
	if (!f(x) || !g(x))
		a();
	else
		b();
}
