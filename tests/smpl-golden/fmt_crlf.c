void cr(int a)
{
	legacy(a);
	keep(a);
}
