void f(int a)
{
	if (a) g(); else g();
}
