void f(int x)
{
	legacy_call(x);
	old_api_once(x);
}
