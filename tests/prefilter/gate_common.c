int dev_pm_other(int);
void f(int x)
{
	dev_pm_other(x);
	dev_pm_put_noidle(x);
	dev_pm_idle(x + 1);
}
