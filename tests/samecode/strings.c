void f(void)
{
	s("a b");
	t("a b");
}
