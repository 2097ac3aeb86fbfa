void g(void)
{
	start();
	stop();
}
