void setup(void);

void init(void)
{
	setup();
	x = 1;
}
