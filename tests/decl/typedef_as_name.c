void f(void)
{
	ty ty;
	ty other;
}
