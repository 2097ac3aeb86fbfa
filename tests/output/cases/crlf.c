int f(void)
{
	a();
	b(); /* c */
	c();
}
