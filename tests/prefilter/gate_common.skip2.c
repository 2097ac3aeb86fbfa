void my_dev_pm_idle(int x);
void f(int x)
{
	my_dev_pm_idle(x);
}
