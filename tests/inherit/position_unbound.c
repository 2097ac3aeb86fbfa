void f(void)
{
	second(1);
	other();
}
