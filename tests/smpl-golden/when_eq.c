void only_ticks(void)
{
	start();
	tick();
	tick();
	stop();
}

void mixed(void)
{
	start();
	tick();
	other();
	stop();
}
