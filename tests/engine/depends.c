void f(void)
{
	spin_lock(&l);
	old_call();
	other_call();
}
