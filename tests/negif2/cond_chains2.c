void g1(int *u, int v)
{
	if (u && v) a();
	z();
}
void g2(int *u, int v)
{
	if (v && u) a();
	z();
}
void g3(int *u, int v)
{
	if (u || v) a();
	z();
}
void g4(int *u, int v)
{
	if (!u || v) a();
	z();
}
void g5(int *u, int v)
{
	if (!u && v) a();
	z();
}
void g6(int *u, int v)
{
	if (!(!u || v)) a(); else b();
	z();
}
void g7(int *u, int v)
{
	if (u != NULL && v) a(); else b();
	z();
}
void g8(int *u, int v)
{
	if (!(u == NULL)) a();
	z();
}
void g9(int *u, int v)
{
	if (!(!u)) a();
	z();
}
