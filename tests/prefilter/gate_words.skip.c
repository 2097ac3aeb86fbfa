void f(int x)
{
	old_api_once(x);
	legacy_calls(x);
}
