void f(void)
{
	old_api();
	old_api(1, x + 2, "three");
	if (old_api(a))
		return;
}
