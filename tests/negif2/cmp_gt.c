void k1(int *u)
{
	if (u) a();
	z();
}
void k2(int *u)
{
	if (u) a(); else b();
	z();
}
void k3(int *u)
{
	if (!u) a();
	z();
}
void k4(int *x)
{
	if (!f(x) || !g(x)) a();
	z();
}
void k5(int *x)
{
	if (!(f(x) && g(x))) a();
	z();
}
void k6(int *x)
{
	if (x <= 0) a();
	z();
}
void k7(int *x)
{
	if (!f(x) || !g(x)) a(); else b();
	z();
}
void k8(int *x)
{
	if (f(x) == 0 || !g(x)) a();
	z();
}
