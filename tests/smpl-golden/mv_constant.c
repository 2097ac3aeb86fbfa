void wait_some(int n, int k)
{
	delay(n * 10);
	delay(n * k);
	delay(3 * 0x20);
}
