void loop(void)
{
	while (1) {
		a();
		b();
	}
}
