void f1(int *u)
{
	if (u) a();
	z();
}
void f2(int *u)
{
	if (u != NULL) a();
	z();
}
void f3(int *u)
{
	if (u) a(); else b();
	z();
}
void f4(int *u)
{
	if (!u) a();
	z();
}
void f5(int *u)
{
	if (u == NULL) a();
	z();
}
void f6(int *u)
{
	if (u == NULL) a(); else b();
	z();
}
void f7(int *u)
{
	if (u != NULL) a(); else b();
	z();
}
void f8(int *u)
{
	if (!u) a(); else b();
	z();
}
void f9(int *u)
{
	if (x) a();
	z();
}
