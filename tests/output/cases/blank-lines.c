void a(void)
{
	keep();

	rm();
}
void b(void)
{
	keep();

	rm();

	keep();
}
void c(void)
{
	keep();

	rm();
	keep();
}
void d(void)
{
	keep();
	rm();

	keep();
}
void e(void)
{

	rm();
}
void f(void)
{
	rm();

	keep();
}
void g(void)
{
	keep();

	rm(); // comment
}
void h(void)
{
	keep();
	/* c */

	rm();
}
