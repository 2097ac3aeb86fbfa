void setup(void)
{
	prepare();
}

int main(void)
{
	setup();
	return 0;
}
