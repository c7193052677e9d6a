"""Issue 33, round 20, second wave: CredData's dev misses and near-misses read by a value's place
and syntax (dev third; values are CredData's own obfuscation), each family red without its rule."""

from __future__ import annotations

import pytest

from lc_memory.redact.engine import redact_secrets

# a literal handed to a decoder or a converter at a secret's name
DECODED = [
    ('\tsecretData, _ := hex.DecodeString("b62a3ebed7ebb4adf0bc4bc461f75468")', "b62a3ebed7ebb4adf0bc4bc461f75468"),
    ("        key = unhexlify('2b4958b8ddd13cf9beb97141082cfed8e155a101bb287523214b81b623c54b3d')",
     "2b4958b8ddd13cf9beb97141082cfed8e155a101bb287523214b81b623c54b3d"),
    ('        byte[] originalKeyBytes = base64Decode("gKkvywOCWY9Zy7mhzEtbKi==");', "gKkvywOCWY9Zy7mhzEtbKi=="),
    ('    ByteString secret = ByteString.decodeHex("2106662f8764518035554708");', "2106662f8764518035554708"),
    ('\twant := &RegistrationToken{Token: String("TVBD2PHMZL7Z5JSWHFIM7PA7XKLJ2"),', "TVBD2PHMZL7Z5JSWHFIM7PA7XKLJ2"),
]
# a password's run after a lead a reference also opens with; a bare value keeps its closing "!";
# base32 ending in a digit at a secret's name; Objective-C's @"V"; a Ruby symbol's next argument
READ = [
    ('        pwd = "!*853f7azl86K49"', "853f7azl86K49"),
    ("      password: Auxzvq!", "Auxzvq"),
    ("  password: Fdbzpi!        # for authentication", "Fdbzpi"),
    ('    @"&secret=GESRVTMCJBHPHYXZHSXXGIFDL6";', "GESRVTMCJBHPHYXZHSXXGIFDL6"),
    ('static NSString *const  kValidBase32Secret = @"MKIUOBXTVAFLBGDWBVPUVMYGM4";', "MKIUOBXTVAFLBGDWBVPUVMYGM4"),
    ("      sorcery_controller_external_property_set(:auth0, :secret, 'RuysIhPffOIfTMNiveh4sbPEEDrAA9b80ZRAnm43G0')",
     "RuysIhPffOIfTMNiveh4sbPEEDrAA9b80ZRAnm43G0"),
]
READ_KEPT = [
    "    @IBOutlet weak var hasPasswordButton: UIButton!",
    "  password: Required!",
    "\tcmd /c net user /add !PARAM1! !PARAM2! /expires:never /active:yes",
    "    'key': '/test-path-2'",
    "  password: '@word(6)',",
    "token = ACCESSTOKENVALUES2",
    "validates :password, 'is required'",
]
# a call that is no decoder's, or a decoder handed no literal
DECODED_KEPT = [
    "        password = graphene.String(required=True)",
    '    token = os.getenv("GITHUB_TOKEN")',
    "    key = unhexlify(key_hex)",
]

# a key written as its bytes
BYTES = [
    ("\t\t\t\t\t\t\tSecret: []byte{207, 189, 101, 150, 191, 144, 185, 23, 136, 144, 225, 88, 153, 172, 14, 213},",
     "207, 189, 101, 150"),
    ("\t\t\t\t\tToken: protocol.StatelessResetToken{0x79, 0x18, 0x30, 0x56, 0x56, 0x76, 0x46, 0x40, 0x21, 0x25,"
     " 0xaa, 0xae, 0xdf, 0xaa, 0xab, 0xdc},", "0x79, 0x18, 0x30"),
    ("\tauthData := []byte{18, 170, 22, 142, 90, 59, 56, 77, 8, 65, 225, 157, 53,", "18, 170, 22, 142"),
]
BYTES_KEPT = [
    "\tkey := []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}",
    "\tiv := []byte{18, 170, 22, 142, 90, 59, 56, 77, 8, 65, 225, 157, 53, 12, 68, 232}",
    "\tsecret := []byte{18, 170, 22, 142, 90, 59, 56, 77}",
]

# go test's verdict line is no password (CredData's F lines of a test log)
VERDICTS_KEPT = [
    "    --- PASS: TestIsStatusLine/WhenPaused (0.00s)",
    "    --- PASS: TestGetTestNameFromResultLine/SpecialChars (0.00s)",
]
# a status code's name, a struct tag's options after an empty name; what kubectl prints where a
# key's data was left out (a name held as data is a secret's: client-key-data)
CODE_KEPT = [
    "    client-key-data: DATA+OMITTED",
    "PInvoke.NTSTATUS.Code.STATUS_WRONG_PASSWORD = 3221225578 -> PInvoke.NTSTATUS.Code",
    "PInvoke.NCrypt.SECURITY_STATUS.NTE_INCORRECT_PASSWORD = 2148073523 -> PInvoke.NCrypt.SECURITY_STATUS",
    '\t\tOptionalDepends string `key:",optional=!Optional"`',
    '\t\tValue int `key:",range={:]"`',
    '\t\tOptionsValue string `key:",options=a=b"`',
]


@pytest.mark.parametrize("text,value", DECODED + BYTES + READ)
def test_value_is_taken(text: str, value: str) -> None:
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", DECODED_KEPT + BYTES_KEPT + VERDICTS_KEPT + CODE_KEPT + READ_KEPT)
def test_code_stays(text: str) -> None:
    assert redact_secrets(text) == text
