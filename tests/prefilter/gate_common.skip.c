void f(int x)
{
	dev_pm_other(x);
	dev_pm_get_syncs(x);
}
