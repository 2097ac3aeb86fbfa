void h1(int *u, int v)
{
	if (u || !v) a();
	z();
}
void h2(int *u, int v)
{
	if (u != NULL || !v) a();
	z();
}
void h3(int *u, int v)
{
	if (u && !v) a();
	z();
}
void h4(int *u, int v)
{
	if (u != NULL && !v) a();
	z();
}
void h5(int *u, int v)
{
	if (!(u == NULL && v)) a();
	z();
}
void h6(int *u, int v)
{
	if (u || v) a();
	z();
}
void h7(int *u, int v)
{
	if (!u && !v) a();
	z();
}
