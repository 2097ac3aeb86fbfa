void g(void)
{
	old(a);
	old(stop);
	other();
}
