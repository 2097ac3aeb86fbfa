void i(void)
{
	rm();
	/* c */

	keep();
}
void j(void)
{
	keep();


	rm();
}
void k(void)
{
	keep();

	rm();


	keep();
}
void l(void)
{
	rm();


	keep();
}
void m(void)
{
	keep();
	/* c */
	rm();
}
void n(void)
{
	keep();

	/* c */
	rm();

	keep();
}
void o(void)
{
	keep();

	rm();
	rm();

	keep();
}
